import { Button, Space } from 'antd';
import { pageWindow } from './page-window';

interface PageButtonsProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous, up to seven numbered pages (MAX_PAGE_BUTTONS), next; nothing for a single page. */
export function PageButtons({ page, totalPages, onChange, disabled }: PageButtonsProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginazione">
      <Space wrap size={4}>
        <Button onClick={() => onChange(page - 1)} disabled={disabled || page <= 1}>
          Precedente
        </Button>
        {pageWindow(page, totalPages).map((number) => (
          <Button
            key={number}
            type={number === page ? 'primary' : 'default'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Pagina ${number}`}
            onClick={() => onChange(number)}
            disabled={disabled}
          >
            {number}
          </Button>
        ))}
        <Button onClick={() => onChange(page + 1)} disabled={disabled || page >= totalPages}>
          Successiva
        </Button>
      </Space>
    </nav>
  );
}
