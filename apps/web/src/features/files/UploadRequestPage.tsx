/**
 * /upload-request/{id}: with ?token= it is the public upload page (no sign-in, blank layout);
 * without, the staff view of the request, which needs a session like any staff page. Without an
 * id, the staff list of requests. Roles the server refuses upload requests (portal users) are
 * sent home, as the route guard would, since the public link keeps this route open.
 */
import { can } from '@ledgerdesk/domain';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { BlankLayout } from '../../app/layouts/BlankLayout';
import { DefaultLayout } from '../../app/layouts/DefaultLayout';
import { useSession } from '../auth/session';
import { PublicUploadPage } from './PublicUploadPage';
import { StaffUploadRequest } from './StaffUploadRequest';
import { UploadRequestList } from './UploadRequestList';

export default function UploadRequestPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const auth = useSession();
  const token = params.get('token');
  if (id && token) {
    return (
      <BlankLayout>
        <PublicUploadPage id={id} token={token} />
      </BlankLayout>
    );
  }
  if (!auth) return <Navigate to={`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  if (!can(auth.roleId, 'files:requests')) return <Navigate to="/" replace />;
  return <DefaultLayout>{id ? <StaffUploadRequest id={id} /> : <UploadRequestList />}</DefaultLayout>;
}
