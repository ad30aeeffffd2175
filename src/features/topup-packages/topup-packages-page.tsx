import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { ActiveChip } from '../../components/status-chip';
import { imageUrl } from '../../components/image-field';
import { useListTopupProductsQuery, type TopupProduct } from '../../store/api';
import { ProductPackages } from './product-packages';
import { topupPackageMessages as m } from './messages';

/** One accordion per product; a product's packages load when its accordion first opens. */
export default function TopupPackagesPage() {
  const query = useListTopupProductsQuery();
  return (
    <ListPage title={m.listTitle}>
      <QueryView query={{ ...query, data: query.data?.data }}>
        {(products) =>
          products.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{m.noProducts}</Typography>
          ) : (
            <div>
              {products.map((product) => (
                <ProductAccordion key={product.id} product={product} />
              ))}
            </div>
          )
        }
      </QueryView>
    </ListPage>
  );
}

function ProductAccordion({ product }: { product: TopupProduct }) {
  const summaryId = `product-${product.id}-packages`;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-content`}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={product.logo_full_url ?? imageUrl(product.logo)} alt="" sx={{ width: 32, height: 32 }}>
            {product.name.charAt(0)}
          </Avatar>
          <Typography sx={{ fontWeight: 500 }}>{product.name}</Typography>
          {!product.is_active && <ActiveChip active={false} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <ProductPackages product={product} />
      </AccordionDetails>
    </Accordion>
  );
}
