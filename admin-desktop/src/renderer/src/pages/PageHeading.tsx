import { Typography } from 'antd';

/** The title every back-office page opens with. */
export function PageHeading({ title }: { title: string }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
}
