// The account feature's public surface: the contact mobile editor, which checkout shows too.
export { ContactMobile } from './components/contact-mobile';
