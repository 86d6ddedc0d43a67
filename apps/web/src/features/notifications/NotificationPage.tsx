import { NotificationCenter } from './NotificationCenter';

export default function NotificationPage() {
  return <NotificationCenter />;
}
