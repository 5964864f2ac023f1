export { useWallet, walletQueryOptions } from '../../../lib/wallet';
