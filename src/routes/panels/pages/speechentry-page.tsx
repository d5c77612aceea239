import { ProductPage } from '../product-page';

export default function SpeechEntryPage() {
  return <ProductPage page="speechentry" />;
}
