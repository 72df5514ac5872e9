/** A withdrawal the server accepted, waiting for (or past) its e-mailed code. */
export interface AppliedWithdrawal {
  rid: string;
  coin: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  total: string;
  status: number;
  confirmed: boolean;
}
