import { startEarly } from './app/boot/start-early';

// The entry is kept small: it starts the session check and the first page's code, then loads the app (antd,
// the router's frames) alongside them rather than before them.
startEarly(window.location.pathname);
void import('./app/boot/render-app').then(({ renderApp }) => renderApp());
