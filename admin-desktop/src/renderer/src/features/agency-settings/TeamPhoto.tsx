import { Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { photoUrl } from '@valuta/shared/agency';
import { useShowFailure } from '../../app/FailureToasts';
import { FAILURES } from '../../lib/failures';
import { uploadAgencyPhoto } from './agency-settings.queries';

interface TeamPhotoProps {
  /** The uploaded photo's id, set by the Form.Item around it. */
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** The person's name, for the photo's alternative text. */
  name: string;
}

/** A team member's photo: uploaded as soon as it is chosen, kept in the form by its id, removable. */
export function TeamPhoto({ value, onChange, name }: TeamPhotoProps) {
  const showFailure = useShowFailure();
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      onChange?.((await uploadAgencyPhoto(file)).id);
    } catch (error) {
      showFailure(error, { failure: FAILURES.agencyPhotoUpload });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Flex gap={12} align="center" wrap>
      {value ? (
        <img
          src={photoUrl(value)}
          alt={`Foto di ${name || 'questa persona'}`}
          width={64}
          height={64}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : null}
      <label>
        <Typography.Text>{value ? 'Cambia foto' : 'Carica una foto'} (JPEG, PNG o WebP, fino a 2 MB) </Typography.Text>
        <input type="file" accept="image/jpeg,image/png,image/webp" disabled={uploading} onChange={(event) => void choose(event.target.files?.[0])} />
      </label>
      {uploading ? <Spin size="small" /> : null}
      {value ? (
        <Button size="small" onClick={() => onChange?.(null)}>
          Togli la foto
        </Button>
      ) : null}
    </Flex>
  );
}
