export { operatorQuery } from './api/fbo';
