import SmsIcon from '@mui/icons-material/Sms';
import type { FeatureRoute } from '../../components/feature-route';
import { lazyScreen } from '../../components/lazy-screen';
import { broadcastsPreload } from './broadcast-list-query';
import { smsMessages } from './messages';

export const smsRoutes: FeatureRoute[] = [
  {
    path: '/send-sms',
    element: lazyScreen(() => import('./send-sms-page')),
    operationId: 'sendSms',
    preload: broadcastsPreload,
    nav: { label: smsMessages.navLabel, group: 'people', icon: SmsIcon },
  },
];
