export { operatorQuery } from './api/fbo';
export { FboSharingSection } from './components/FboSharingSection';
