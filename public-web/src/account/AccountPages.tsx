import { useRoutes } from 'react-router';
import { accountPages } from './account-routes';

/** /public/user/*: the account's pages (account-routes.tsx), a chunk of their own like every other route. */
export default function AccountPages() {
  return useRoutes(accountPages);
}
