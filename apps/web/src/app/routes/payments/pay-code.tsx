import { useParams } from 'react-router';
import { publicCodeQueryOptions } from '../../../features/payments/receipt-codes/api/receipt-codes';
import { CodePayPage } from '../../../features/payments/receipt-codes/components/code-pay-page';
import { publicRecordLoader } from './public-loader';

/** A counter's receipt code: public, its texts and the code loaded before it renders. */
export const loader = publicRecordLoader(['payments', 'validation'], publicCodeQueryOptions);

export default function PayCodeRoute() {
  const { id = '' } = useParams();
  return <CodePayPage id={id} />;
}
