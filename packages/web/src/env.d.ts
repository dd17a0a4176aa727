// Vite's module shapes for the imports the client uses (`?raw` text, CSS side effects).
declare module '*?raw' {
  const text: string;
  export default text;
}
declare module '*.css';
