import { Alert } from 'antd';
import { PageHeading } from '../../pages/PageHeading';
import { SetupChecklist } from './SetupChecklist';
import { useSetup } from './use-setup';

/** 'Per iniziare' on a page of its own: the sidebar leads here until every step is done. */
export function SetupPage() {
  const setup = useSetup();
  return (
    <>
      <PageHeading title="Per iniziare" />
      {setup.steps && setup.complete ? (
        <Alert type="success" showIcon title="Tutto pronto: i dati dell'agenzia sono completi e il team è a posto." />
      ) : (
        <SetupChecklist setup={setup} />
      )}
    </>
  );
}
