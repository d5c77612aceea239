import { FullStatusPage } from './full-status-page';

export default function ComingSoonPage() {
  return <FullStatusPage kind="comingSoon" />;
}
