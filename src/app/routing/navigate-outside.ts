type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | undefined;

/** Lets code outside React (the API client) navigate with the router once it is mounted. */
export function setOutsideNavigate(navigate: Navigate | undefined): void {
  current = navigate;
}

/** Navigates with the router when it is mounted, else by loading the page. */
export function navigateOutside(to: string, options: { replace?: boolean } = {}): void {
  if (current) current(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
