import { NavLink } from 'react-router';
import { NAV_LINKS } from './nav-links';

/** The shop's main links as a list; `linkClass` styles a link by whether it is the page shown. */
export function NavLinkList({
  className,
  linkClass,
}: {
  className: string;
  linkClass: (active: boolean) => string;
}) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => linkClass(isActive)}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
