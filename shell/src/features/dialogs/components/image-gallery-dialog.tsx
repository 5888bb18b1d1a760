import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameOriginPath, webUrl } from 'shared-contracts';
import { CreativeImage } from 'shared-ui';

interface ImageGalleryDialogProps {
  images: readonly string[];
  title?: string;
  onClose(): void;
}

/** Only http(s) and same-origin images are shown: the URLs come from data. */
export function isSafeImageUrl(url: string): boolean {
  return sameOriginPath(url) !== null || webUrl(url) !== null;
}

/** A simple carousel of image URLs with previous/next and an n / total counter. */
export function ImageGalleryDialog({ images, title, onClose }: ImageGalleryDialogProps) {
  const { t, i18n } = useTranslation();
  const safe = images.filter(isSafeImageUrl);
  const [index, setIndex] = useState(0);
  const current = safe[index];
  return (
    <Modal
      open
      title={title ?? t('dialogs.gallery')}
      footer={null}
      onCancel={onClose}
      width="min(900px, 96vw)"
      centered
      destroyOnHidden
    >
      {current ? (
        <Flex vertical align="center" gap={12}>
          <CreativeImage
            i18n={i18n}
            src={current}
            alt={t('dialogs.galleryImage', { index: index + 1, total: safe.length })}
            style={{ maxWidth: '100%', maxHeight: '65vh', objectFit: 'contain' }}
          />
          <Flex align="center" gap={12}>
            <Button
              icon={<LeftOutlined />}
              aria-label={t('dialogs.previous')}
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            />
            <Typography.Text>{`${index + 1} / ${safe.length}`}</Typography.Text>
            <Button
              icon={<RightOutlined />}
              aria-label={t('dialogs.next')}
              disabled={index >= safe.length - 1}
              onClick={() => setIndex(index + 1)}
            />
          </Flex>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('dialogs.noImages')}</Typography.Text>
      )}
    </Modal>
  );
}
