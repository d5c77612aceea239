import { ProductPage } from '../shell/product-page';

export default function SpeechEntryPage() {
  return <ProductPage page="speechentry" />;
}
