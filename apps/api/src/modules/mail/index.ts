export { default as mailPlugin } from './plugin';
export { type MailAttachment, sendMail } from './send-mail';
export { composeMail, mailTemplates } from './templates';
