export { default as mailPlugin } from './plugin';
export { sendMail } from './send-mail';
export { composeMail, mailTemplates } from './templates';
