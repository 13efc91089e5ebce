import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StaffAdmin } from './StaffAdmin';

// Browser history, no hash: the server answers /login, /admin/*, /master/*, /accepter/* and
// /callcenter/* with this app. A data router (rather than <BrowserRouter>) lets react-admin block
// navigation away from unsaved forms when a form asks for it.
const router = createBrowserRouter([{ path: '*', element: <StaffAdmin /> }]);

export const App = () => <RouterProvider router={router} />;
