import { appMessages } from '../../messages';
export const contentMessages = {
  // The clinic's full, descriptive name: said on the public home page's hero only; every other screen names it
  // by its neutral short name (CLINIC_SHORT_NAME).
  heroClinicName: 'Phòng khám HIV',
  heroTitle: 'Chăm sóc HIV toàn diện, tận tâm và bảo mật',
  heroText:
    'Đặt lịch khám và xét nghiệm trực tuyến, theo dõi kết quả và phác đồ điều trị ARV của bạn mọi lúc, mọi nơi. Thông tin của bạn luôn được giữ kín.',
  learnMore: 'Tìm hiểu thêm',
  highlightsTitle: 'Vì sao chọn chúng tôi',
  highlights: [
    {
      title: 'Đặt lịch trực tuyến dễ dàng',
      text: 'Chọn ngày, giờ và bác sĩ phù hợp chỉ trong vài bước, có thể đặt lịch ẩn danh.',
    },
    {
      title: 'Đội ngũ bác sĩ chuyên khoa',
      text: 'Bác sĩ giàu kinh nghiệm về HIV/AIDS theo dõi và điều chỉnh phác đồ cho từng người bệnh.',
    },
    {
      title: 'Kiến thức y khoa tin cậy',
      text: 'Bài viết về điều trị ARV, dinh dưỡng, phòng ngừa và sống khỏe cùng HIV.',
    },
  ],
  categoriesTitle: appMessages.category,
  noCategories: 'Không có danh mục nào.',
  latestArticlesTitle: 'Bài viết mới nhất',
  noArticles: appMessages.noArticles,
  viewAllArticles: 'Xem tất cả bài viết',
  helpTitle: 'Bạn cần hỗ trợ?',
  helpText: 'Đội ngũ tư vấn của phòng khám luôn sẵn sàng giải đáp thắc mắc của bạn.',
  contactNow: 'Liên hệ ngay',
  loadError: appMessages.loadError,
  articlesPageTitle: appMessages.navArticles,
  articlesPageIntro: 'Kiến thức và tin tức về chăm sóc, điều trị HIV.',
  searchLabel: appMessages.searchArticles,
  searchPlaceholder: 'Nhập tiêu đề hoặc nội dung',
  noSearchResults: 'Không tìm thấy bài viết phù hợp.',
  pagination: appMessages.articlesPagination,
  articleNotFound: appMessages.articleNotFound,
  articleNotFoundText: 'Bài viết không tồn tại hoặc đã bị ẩn.',
  backToArticles: 'Quay lại danh sách bài viết',
  publishedOn: (date: string) => `Ngày đăng: ${date}`,
  author: (name: string) => `Tác giả: ${name}`,
  categoryNotFound: 'Danh mục không tồn tại',
  categoryArticlesTitle: 'Bài viết trong danh mục',
} as const;
