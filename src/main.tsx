import { renderApp } from './app/boot/render-app';
import { startEarly } from './app/boot/start-early';

// The entry and the app's frame (React, i18next, the router, antd's core, the providers) are one chunk, fetched with
// the page (vite.config.ts), and pages load beside it. Before drawing anything, ask for what the first screen waits
// for: the session check, then the office configuration, the first route's layout and page.
startEarly(window.location.pathname);
void renderApp();
