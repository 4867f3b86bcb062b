import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** Paths the server answers itself (API documentation, development mailbox): the browser loads them. */
export function isServerPath(path: string): boolean {
  return /^\/(api|dev)(\/|$|\?)/.test(path) || /^(https?:|mailto:)/.test(path);
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A button that is a link: an `<a href>` (so it opens in a new tab and reads as a link) that moves inside the
 * app without reloading; `reload` (or a server path) makes the browser load the address instead.
 */
export function LinkButton({ to, reload = false, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string; reload?: boolean }) {
  const navigate = useNavigate();
  const isInApp = !reload && !isServerPath(to);
  const appHref = useHref(to);
  return (
    <Button
      {...props}
      href={isInApp ? appHref : to}
      onClick={(event) => {
        onClick?.(event);
        if (!isInApp || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
