import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../i18n/i18n';
import { Root } from '../Root';
import '../shell.css';

/** Renders the app into #root, in place of the boot splash of index.html, once its language's strings are in. */
export async function renderApp(): Promise<void> {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
