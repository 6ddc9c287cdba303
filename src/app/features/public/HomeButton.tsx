/** The way back to the start page (/ → /campaign or /login). */
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { href } from '../../router/paths';

export function HomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(href('home'))}>
      {t('public.pages.home')}
    </Button>
  );
}
