import { ConfigProvider, Input, type InputProps } from 'antd';
import { isRtl, type Language } from '../../../../engine/i18n/languages';

/**
 * An input for a text in one language, written in that language's direction whatever the page's: an English name on a
 * Hebrew page reads left to right, its prefix and clear button on the English sides.
 */
export function LanguageInput({ language, ...props }: InputProps & { language: Language }) {
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  return (
    // The page's direction is inherited by the input's frame: this one sets its own.
    <div dir={direction} style={{ width: '100%' }}>
      <ConfigProvider direction={direction}>
        <Input {...props} lang={language} />
      </ConfigProvider>
    </div>
  );
}
