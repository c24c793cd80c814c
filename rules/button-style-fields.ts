import { defineRule } from '../src/engine/rule.js';
import { isSet } from '../src/util/values.js';

const STYLE_NAMES: Record<number, string> = { 1: 'Primary', 2: 'Secondary', 3: 'Success', 4: 'Danger', 5: 'Link', 6: 'Premium' };

export default defineRule({
  meta: {
    id: 'button-style-fields',
    description: 'A Button has the fields its style needs: custom_id for styles 1-4, url for Link (5), sku_id for Premium (6), and none of the others',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#button (must/cannot per style); Discord answers BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE, BASE_TYPE_REQUIRED',
  },
  createOnce(context) {
    return {
      Button(node) {
        const style = node.value.style;
        if (typeof style !== 'number' || !(style in STYLE_NAMES)) return; // the schema rule reports bad styles
        const v = node.value;
        const button = `A ${STYLE_NAMES[style]} button (style ${style})`;
        // A missing field is reported at the button that lacks it, with the style that requires it.
        const missing = (message: string) => context.report({ path: node.path, related: [...node.path, 'style'], message });
        const forbidden = (field: string, message: string) => {
          if (isSet(v[field])) context.report({ path: [...node.path, field], message: `${button} cannot have ${field === 'emoji' ? 'an' : 'a'} ${field}; ${message}` });
        };

        if (style <= 4) {
          if (!isSet(v.custom_id)) {
            missing(
              isSet(v.url)
                ? `${button} needs a custom_id, which your app receives when it is clicked. To open the url instead, make it a Link button: set style to 5.`
                : `${button} needs a custom_id (1 to 100 characters), which your app receives when it is clicked. Add one.`,
            );
          }
          forbidden('url', 'only Link buttons (style 5) open a URL. Remove url, or set style to 5 and remove custom_id.');
          forbidden('sku_id', 'only Premium buttons (style 6) sell a SKU. Remove sku_id, or set style to 6 and remove custom_id and label.');
        } else if (style === 5) {
          if (!isSet(v.url)) missing(`${button} needs a url (up to 512 characters) to open. Add one, or use style 1-4 with a custom_id for a button your app handles.`);
          forbidden('custom_id', 'a Link button opens its url and sends no interaction to your app. Remove custom_id, or use style 1-4 and remove url.');
          forbidden('sku_id', 'only Premium buttons (style 6) sell a SKU. Remove sku_id.');
        } else {
          if (!isSet(v.sku_id)) missing(`${button} needs a sku_id: the SKU it sells. Add one, or use another style.`);
          const shownByDiscord = 'Discord shows a shop icon, the SKU’s name and its price itself, and the click sends no interaction.';
          forbidden('custom_id', `${shownByDiscord} Remove custom_id.`);
          forbidden('label', `${shownByDiscord} Remove label.`);
          forbidden('url', `${shownByDiscord} Remove url.`);
          forbidden('emoji', `${shownByDiscord} Remove emoji.`);
        }
      },
    };
  },
});
