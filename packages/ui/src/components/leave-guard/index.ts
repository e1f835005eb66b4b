export { leaveGuardLabels } from './labels';
export { LeaveGuardHost } from './leave-guard-host';
export { type LeaveGuard, useLeaveGuard } from './use-leave-guard';
