import type { KeyboardEvent } from 'react';

/**
 * What makes Enter in an antd date picker choose the typed date and nothing more: the picker takes the date (as
 * its OK button does) and the form is not sent with it. Otherwise the form went out and was emptied on that Enter,
 * and the button pressed next sent an empty form, whose date then showed as missing.
 */
export const CONFIRM_DATE_ON_ENTER = {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  },
};
