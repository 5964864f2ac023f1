// The kit's pagination, for the booking files not yet importing it from @lobby/service-kit directly.
export { cleanPageRequest, pageOffset, positiveInt } from '@lobby/service-kit';
