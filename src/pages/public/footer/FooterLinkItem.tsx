import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isServerPath } from '../LinkButton';
import type { FooterLink } from './footer-groups';

/** One footer link: inside the app through the router, to a server page (/api) through the browser. */
export function FooterLinkItem({ link }: { link: FooterLink }) {
  const { t } = useTranslation('shell');
  const label = t(`footer.links.${link.key}`);
  return <li>{isServerPath(link.path) ? <a href={link.path}>{label}</a> : <Link to={link.path}>{label}</Link>}</li>;
}
