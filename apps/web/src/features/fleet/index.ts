export { companyAirplanesQuery } from './api/airplanes';
export { AirplaneStatusChip } from './components/AirplaneStatusChip';
export { AirportField } from './components/AirportField';
export { FilePicker } from './components/FilePicker';
export { FleetAttentionCard } from './components/FleetAttentionCard';
export { formatPosition } from './lib/position';
export { fleetRules } from './lib/rules';
export { statusReason } from './lib/statusReason';
export { IMAGE_ACCEPT, uploadProblem } from './lib/uploads';
