export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/Products', label: 'Products' },
  { to: '/about-us', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
