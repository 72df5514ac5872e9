import { useParams } from 'react-router';
import { publicCodeQueryOptions } from '../../../features/payments/receipt-codes/api/receipt-codes';
import { PrintCode } from '../../../features/payments/receipt-codes/components/print-code';
import { publicRecordLoader } from './public-loader';

/** A receipt code as a sheet to print (public: it shows only what the code's page shows). */
export const loader = publicRecordLoader(['payments'], publicCodeQueryOptions);

export default function PayCodePrintRoute() {
  const { id = '' } = useParams();
  return <PrintCode id={id} />;
}
