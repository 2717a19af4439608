import { PrivacyNotice } from '../../features/legal/PrivacyNotice';

export default function PrivacyPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Informativa sulla privacy</h1>
        <PrivacyNotice headingLevel={2} />
      </div>
    </section>
  );
}
