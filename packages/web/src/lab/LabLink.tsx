/** The lobby's footer line that leads designers to the lab (the lobby itself is left as it is). */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';

export function LabLink(): ReactNode {
  const t = useT();
  return (
    <footer className="lab-link" style={{ textAlign: 'center', padding: '1rem' }}>
      <a
        href="/lab"
        onClick={(e) => {
          e.preventDefault();
          navigate('/lab');
        }}
      >
        {t('lab-link')}
      </a>
    </footer>
  );
}
