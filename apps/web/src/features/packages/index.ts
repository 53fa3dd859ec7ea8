export { packageQuery } from './api/packages';
export { MyPackages } from './components/MyPackages';
