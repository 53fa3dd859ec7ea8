export { MailingComposer } from './components/MailingComposer';
