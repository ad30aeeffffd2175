import { FormDialog } from '../../components/form/form-dialog';
import { useForm } from '../../components/form/use-form';
import { NumberInput } from '../../components/form/text-input';
import { useNotify } from '../../components/use-notify';
import { positive, required } from '../../lib/validators';
import { format, formatCount } from '../../lib/format';
import { useUpdateDollarRateMutation, type TopupProduct } from '../../store/api';
import { topupPackageMessages as m } from './messages';

/** Reprices the product's packages from their buy price: sell price = ceil(buy price × rate), on the server. */
export function DollarRateDialog({ product, onClose }: { product: TopupProduct; onClose: () => void }) {
  const [updateDollarRate] = useUpdateDollarRateMutation();
  const notify = useNotify();
  const form = useForm({
    initialValues: { dollar_rate: '' },
    rules: { dollar_rate: [required(m.dollarRateRequired), positive(m.dollarRatePositive)] },
  });
  const save = form.handleSubmit(async ({ dollar_rate }) => {
    const { data } = await updateDollarRate({ dollarRateInput: { product_id: product.id, dollar_rate: Number(dollar_rate) } }).unwrap();
    notify.success(data.updated === 1 ? m.dollarRateUpdatedOne : format(m.dollarRateUpdated, { n: formatCount(data.updated) }));
    onClose();
  });
  return (
    <FormDialog title={format(m.dollarRateTitle, { product: product.name })} form={form} onSubmit={save} onClose={onClose} submitText={m.update}>
      <NumberInput form={form} name="dollar_rate" label={m.dollarRate} maxDecimals={4} required helperText={m.dollarRateHelp} />
    </FormDialog>
  );
}
