/**
 * The WhatsApp chat's cache: the conversations list and the unread count share one tag, each
 * conversation has its own, so a live notification or a send refreshes exactly what it changed
 * (useAfterSend puts what a send stored into the open conversation). The send calls' outcomes are
 * shown by the conversation under its box (the status table's words), never as a toast beside it.
 */
import { notFoundShownByPage, statusShownByPage } from '../../../api/baseQuery';
import { whatsappApi as generated } from '../../../api/generated/whatsapp';

statusShownByPage('sendWhatsappChatMessage', 'sendWhatsappChatTemplate', 'sendWhatsappFileMessage', 'sendWhatsappReaction');
// A conversation outside the user's reach: the conversation pane says so.
notFoundShownByPage('getWhatsappConversationData');

const tag = 'WhatsAppChat' as const;
export const chatsListTag = { type: tag, id: 'LIST' };
export const conversationTag = (source: string, destination: string) => ({ type: tag, id: `${source}>${destination}` });

/** The one shape of a conversation's query, so a send finds the cache entry the page reads. */
export const conversationArgs = (source: string, destination: string) => ({ source, destination });

export const whatsappChatApi = generated.enhanceEndpoints({
  addTagTypes: [tag],
  endpoints: {
    getWhatsappChatsData: { providesTags: [chatsListTag] },
    getWhatsappUnreadChatCount: { providesTags: [chatsListTag] },
    getWhatsappConversationData: { providesTags: (_result, _error, arg) => [conversationTag(arg.source, arg.destination)] },
    // The list shows each conversation's last message and order.
    sendWhatsappChatMessage: { invalidatesTags: [chatsListTag] },
    sendWhatsappChatTemplate: { invalidatesTags: [chatsListTag] },
    sendWhatsappFileMessage: { invalidatesTags: [chatsListTag] },
  },
});

export const {
  useGetWhatsappChatsDataQuery,
  useGetWhatsappUnreadChatCountQuery,
  useGetWhatsappConversationDataQuery,
  useGetWhatsappPhoneTemplatesQuery,
  useGetWhatsappUserMetaDataQuery,
  useSendWhatsappChatMessageMutation,
  useSendWhatsappChatTemplateMutation,
  useSendWhatsappFileMessageMutation,
  useSendWhatsappReactionMutation,
  useUploadWhatsappFileMutation,
} = whatsappChatApi;
