export { impersonationStatusQuery, STOP_RELOAD_DELAY_MS, stopImpersonating } from './api/impersonation';
