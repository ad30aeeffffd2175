import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { transactionMessages as m } from './messages';
import { automatedTransactionsPreload, manualTransactionsPreload } from './transaction-list-query';

export const transactionRoutes: FeatureRoute[] = [
  {
    path: '/add-wallet',
    element: lazyScreen(() => import('./manual-transactions-page')),
    operationId: 'listManualTransactions',
    preload: manualTransactionsPreload,
    nav: { label: m.manualTitle, group: 'wallet', icon: AccountBalanceWalletIcon },
  },
  {
    path: '/automated-add-wallet',
    element: lazyScreen(() => import('./automated-transactions-page')),
    operationId: 'listAutomatedTransactions',
    preload: automatedTransactionsPreload,
    nav: { label: m.automatedTitle, group: 'wallet', icon: AutorenewIcon },
  },
];
