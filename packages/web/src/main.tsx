import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import './styles/base.css';
import './styles/cards.css';
import './styles/table.css';
import './styles/lobby.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Until the language's texts have loaded (App), the page is empty. */}
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
