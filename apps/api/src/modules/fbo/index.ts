export { decidePpr } from './decide-ppr';
export { recordPprMovement } from './land-ppr';
export { requestPpr } from './ppr-requests';
export { default as pprRoutes } from './ppr-routes';
export { default as recurringRoutes } from './recurring-routes';
export { default as fboRoutes } from './routes';
export { createSeries } from './series';
