import { formatMoney } from '@spend/domain';

/** The one money formatter (services/domain), re-exported for screens. */
export { formatMoney };
