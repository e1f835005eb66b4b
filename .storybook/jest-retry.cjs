// A story that fails is run once more before it counts as failed, and the first failure is
// printed either way (decision 0022): on a loaded 2-core CI machine a play function's wait can
// miss by a frame; a story that is broken fails both times.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
