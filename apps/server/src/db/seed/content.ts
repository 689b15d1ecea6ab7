/** Demo content: the four categories and Vietnamese articles about HIV care (reviewed against WHO and BYT guidance). */

export const CATEGORIES = [
  'Kiến thức HIV/AIDS',
  'Điều trị ARV',
  'Dinh dưỡng & Lối sống',
  'Hỗ trợ tâm lý',
] as const;
export type SeedCategory = (typeof CATEGORIES)[number];

export interface SeedArticle {
  title: string;
  category: SeedCategory;
  /** Which demo account wrote it. */
  author: 'admin1' | 'manager1' | 'staff1';
  /** How many days before the seed the article was published. */
  daysAgo: number;
  paragraphs: readonly string[];
}

export const ARTICLES: readonly SeedArticle[] = [
  {
    title: 'HIV và AIDS: những điều cơ bản ai cũng nên biết',
    category: 'Kiến thức HIV/AIDS',
    author: 'staff1',
    daysAgo: 40,
    paragraphs: [
      'HIV (vi rút gây suy giảm miễn dịch ở người) tấn công các tế bào miễn dịch CD4 - những "chiến sĩ" giúp cơ thể chống lại nhiễm trùng. Nếu không được điều trị, số lượng tế bào CD4 giảm dần qua nhiều năm và người bệnh dễ mắc các bệnh nhiễm trùng cơ hội như lao, nấm, viêm phổi. AIDS là giai đoạn muộn của nhiễm HIV, khi hệ miễn dịch đã suy giảm nặng.',
      'HIV lây qua ba đường chính: quan hệ tình dục không dùng bao cao su với người nhiễm HIV chưa được điều trị ổn định; đường máu (dùng chung bơm kim tiêm, dụng cụ xăm, truyền máu không được sàng lọc); và từ mẹ sang con trong khi mang thai, khi sinh hoặc khi cho con bú. HIV không lây qua ôm, bắt tay, dùng chung bát đũa, nhà vệ sinh, bể bơi hay muỗi đốt.',
      'Cách duy nhất để biết mình có nhiễm HIV hay không là xét nghiệm. Sau khi phơi nhiễm, cơ thể cần một khoảng thời gian để xét nghiệm có thể phát hiện (gọi là "giai đoạn cửa sổ"): khoảng 2-6 tuần với xét nghiệm kết hợp kháng nguyên p24 và kháng thể, có thể đến 3 tháng với một số xét nghiệm kháng thể. Kết quả dương tính ở xét nghiệm sàng lọc luôn cần được khẳng định tại cơ sở được phép.',
      'Ngày nay HIV là một bệnh mạn tính có thể kiểm soát được. Người nhiễm HIV được điều trị ARV sớm và đều đặn có thể sống khỏe mạnh với tuổi thọ gần như người không nhiễm, làm việc, lập gia đình và sinh con khỏe mạnh. Tại Việt Nam, mọi người nhiễm HIV được khuyến cáo điều trị ARV ngay sau khi chẩn đoán, không phụ thuộc vào số lượng CD4.',
    ],
  },
  {
    title: 'K = K: Không phát hiện = Không lây truyền',
    category: 'Kiến thức HIV/AIDS',
    author: 'manager1',
    daysAgo: 33,
    paragraphs: [
      'K = K (quốc tế gọi là U = U, "Undetectable = Untransmittable") là thông điệp đã được chứng minh qua nhiều nghiên cứu lớn như HPTN 052, PARTNER và PARTNER2, với hàng chục nghìn lần quan hệ tình dục không dùng bao cao su giữa các cặp bạn tình một người có HIV, một người không: khi người nhiễm HIV điều trị ARV và duy trì tải lượng vi rút dưới ngưỡng phát hiện, không ghi nhận trường hợp lây truyền nào qua đường tình dục.',
      'Theo Chương trình phòng, chống HIV/AIDS quốc gia của Việt Nam (Cục Phòng, chống HIV/AIDS - VAAC, Bộ Y tế), người có tải lượng vi rút dưới 200 bản sao/mL ổn định không lây HIV cho bạn tình qua quan hệ tình dục. Thường cần khoảng 6 tháng điều trị đều đặn để tải lượng vi rút giảm xuống mức này, và chỉ duy trì được khi tiếp tục uống thuốc hằng ngày. Vì vậy, xét nghiệm tải lượng vi rút định kỳ theo hẹn của bác sĩ là cách để biết bạn đã đạt và đang giữ được K = K.',
      'Cần lưu ý: K = K áp dụng cho lây truyền qua đường tình dục. Bao cao su vẫn cần thiết để phòng các bệnh lây truyền qua đường tình dục khác như giang mai, lậu, viêm gan B và để tránh thai ngoài ý muốn. Không dùng chung bơm kim tiêm trong bất kỳ trường hợp nào. Với phụ nữ mang thai, điều trị ARV và ức chế vi rút giúp giảm nguy cơ lây truyền cho con xuống dưới 1%; việc nuôi con bằng sữa mẹ cần được tư vấn riêng với bác sĩ.',
      'K = K mang lại ý nghĩa rất lớn: giảm kỳ thị, giúp người sống chung với HIV tự tin trong các mối quan hệ và là động lực để duy trì điều trị. Hãy trao đổi với bác sĩ về kết quả tải lượng vi rút gần nhất của bạn.',
    ],
  },
  {
    title: 'PrEP và PEP: dự phòng HIV bằng thuốc kháng vi rút',
    category: 'Kiến thức HIV/AIDS',
    author: 'staff1',
    daysAgo: 26,
    paragraphs: [
      'PrEP (dự phòng trước phơi nhiễm) là việc người chưa nhiễm HIV nhưng có nguy cơ cao uống thuốc kháng vi rút để phòng lây nhiễm. Thuốc thường dùng tại Việt Nam là viên phối hợp TDF/FTC (hoặc TDF/3TC). Khi dùng đúng cách, PrEP giảm nguy cơ nhiễm HIV qua đường tình dục khoảng 99%. PrEP phù hợp với người có bạn tình nhiễm HIV chưa đạt ức chế vi rút, người có nhiều bạn tình, nam quan hệ tình dục với nam, người tiêm chích ma túy.',
      'Có hai cách dùng PrEP: uống hằng ngày (phù hợp với mọi đối tượng) và PrEP theo tình huống "2-1-1" (chỉ dành cho nam quan hệ tình dục với nam): uống 2 viên trong khoảng 2-24 giờ trước khi quan hệ, 1 viên sau liều đầu 24 giờ và 1 viên nữa sau 48 giờ. Trước khi bắt đầu và định kỳ mỗi 3 tháng cần xét nghiệm HIV, chức năng thận và các bệnh lây truyền qua đường tình dục.',
      'PEP (dự phòng sau phơi nhiễm) dành cho người vừa có nguy cơ phơi nhiễm HIV, ví dụ bị kim tiêm đâm, bao cao su bị rách, bị xâm hại tình dục. PEP phải bắt đầu càng sớm càng tốt, tốt nhất trong vòng 2 giờ và không muộn hơn 72 giờ sau phơi nhiễm, uống liên tục đủ 28 ngày. Phác đồ ưu tiên hiện nay là TDF + 3TC (hoặc FTC) + DTG.',
      'Nếu bạn nghĩ mình vừa phơi nhiễm, đừng chờ đợi: hãy đến ngay phòng khám hoặc cơ sở y tế gần nhất. Sau khi hoàn thành PEP, cần xét nghiệm lại HIV theo hẹn để khẳng định kết quả, và có thể chuyển sang PrEP nếu nguy cơ còn tiếp diễn.',
    ],
  },
  {
    title: 'Tuân thủ điều trị ARV: vì sao cần uống thuốc đúng giờ mỗi ngày',
    category: 'Điều trị ARV',
    author: 'admin1',
    daysAgo: 21,
    paragraphs: [
      'Thuốc ARV không loại bỏ được HIV khỏi cơ thể nhưng ngăn vi rút nhân lên. Để thuốc có tác dụng, nồng độ thuốc trong máu phải luôn đủ cao. Khi quên thuốc thường xuyên, vi rút có cơ hội nhân lên trở lại và biến đổi thành chủng kháng thuốc; khi đó phác đồ hiện tại mất tác dụng và phải chuyển sang phác đồ khác phức tạp hơn, nhiều tác dụng phụ hơn.',
      'Một số mẹo giúp uống thuốc đều đặn: chọn một giờ cố định gắn với thói quen hằng ngày (sau khi đánh răng buổi sáng, sau bữa tối); đặt báo thức trên điện thoại; dùng hộp chia thuốc theo ngày; luôn mang theo vài liều dự phòng khi đi xa; lĩnh thuốc trước khi hết ít nhất một tuần.',
      'Nếu quên một liều với phác đồ uống 1 lần mỗi ngày như TLD: hãy uống ngay khi nhớ ra; nếu đã gần đến giờ uống liều tiếp theo (còn dưới 12 giờ) thì bỏ qua liều đã quên và uống liều kế tiếp như bình thường. Tuyệt đối không uống gấp đôi liều để bù. Với phác đồ uống 2 lần mỗi ngày, mốc tương ứng là 6 giờ.',
      'Đừng tự ý ngừng thuốc khi thấy khỏe hoặc khi gặp tác dụng phụ. Hầu hết tác dụng phụ như buồn nôn, đau đầu, mất ngủ sẽ giảm sau vài tuần; nếu kéo dài hoặc khó chịu, hãy báo bác sĩ để được xử trí hoặc đổi thuốc phù hợp. Hãy cho bác sĩ biết mọi thuốc, thực phẩm chức năng, thảo dược bạn đang dùng để tránh tương tác.',
    ],
  },
  {
    title: 'Hiểu kết quả xét nghiệm CD4 và tải lượng vi rút HIV',
    category: 'Điều trị ARV',
    author: 'manager1',
    daysAgo: 17,
    paragraphs: [
      'Hai xét nghiệm quan trọng nhất khi theo dõi điều trị HIV là CD4 và tải lượng vi rút. CD4 cho biết sức khỏe hệ miễn dịch: ở người khỏe mạnh, số lượng tế bào CD4 thường từ 500 đến 1500 tế bào/mm³. Khi CD4 dưới 200 tế bào/mm³, nguy cơ nhiễm trùng cơ hội tăng cao và người bệnh thường được chỉ định thêm thuốc dự phòng như cotrimoxazole.',
      'Tải lượng vi rút đo lượng HIV trong 1 mL máu và là thước đo chính cho hiệu quả điều trị. Dưới 1000 bản sao/mL được coi là ức chế vi rút; dưới 50 bản sao/mL là "không phát hiện" với hầu hết các xét nghiệm hiện nay. Theo hướng dẫn của Bộ Y tế, người bệnh được xét nghiệm tải lượng vi rút sau 6 tháng và 12 tháng kể từ khi bắt đầu điều trị, sau đó mỗi năm một lần nếu ổn định.',
      'Nếu tải lượng vi rút từ 1000 bản sao/mL trở lên, bác sĩ sẽ cùng bạn tìm nguyên nhân (quên thuốc, nôn, tương tác thuốc), tăng cường hỗ trợ tuân thủ và xét nghiệm lại sau khoảng 3 tháng. Chỉ khi kết quả vẫn cao sau khi đã tuân thủ tốt mới xem xét thất bại điều trị và chuyển phác đồ.',
      'Sau khi bắt đầu ARV, tải lượng vi rút thường giảm rất nhanh trong vài tháng đầu, còn CD4 tăng chậm hơn, có thể mất nhiều tháng đến vài năm để hồi phục. Vì vậy đừng lo lắng nếu CD4 chưa tăng nhiều trong khi tải lượng vi rút đã không phát hiện: đó là diễn tiến bình thường. Bạn có thể xem kết quả xét nghiệm của mình trong mục kết quả xét nghiệm của ứng dụng.',
    ],
  },
  {
    title: 'Phác đồ TLD: phác đồ bậc một ưu tiên tại Việt Nam',
    category: 'Điều trị ARV',
    author: 'admin1',
    daysAgo: 12,
    paragraphs: [
      'TLD là viên thuốc phối hợp liều cố định gồm tenofovir disoproxil fumarate (TDF) 300 mg, lamivudine (3TC) 300 mg và dolutegravir (DTG) 50 mg. Theo Quyết định 5968/QĐ-BYT năm 2021 và khuyến cáo của WHO, đây là phác đồ bậc một ưu tiên cho người lớn và vị thành niên, kể cả phụ nữ mang thai và cho con bú.',
      'Ưu điểm của TLD: chỉ 1 viên mỗi ngày, hiệu lực mạnh giúp tải lượng vi rút giảm nhanh, ít tương tác thuốc, hàng rào kháng thuốc cao và dung nạp tốt hơn các phác đồ có efavirenz. Phần lớn người bệnh đạt tải lượng vi rút không phát hiện sau 3-6 tháng nếu uống thuốc đều.',
      'Tác dụng phụ có thể gặp: mất ngủ, đau đầu, buồn nôn nhẹ trong những tuần đầu; một số người tăng cân. TDF có thể ảnh hưởng chức năng thận nên bác sĩ sẽ chỉ định xét nghiệm creatinin định kỳ; người đã có bệnh thận hoặc loãng xương có thể được dùng TAF thay cho TDF.',
      'Lưu ý quan trọng: dolutegravir bị giảm hấp thu khi uống cùng lúc với thuốc kháng axit dạ dày, viên sắt, canxi, magie, kẽm. Hãy uống TLD trước 2 giờ hoặc sau 6 giờ so với các thuốc này, hoặc uống cùng bữa ăn. Metformin cũng cần được bác sĩ điều chỉnh liều khi dùng cùng DTG.',
    ],
  },
  {
    title: 'Dinh dưỡng hợp lý cho người sống chung với HIV',
    category: 'Dinh dưỡng & Lối sống',
    author: 'staff1',
    daysAgo: 8,
    paragraphs: [
      'Dinh dưỡng tốt giúp hệ miễn dịch hồi phục, duy trì cân nặng và hỗ trợ cơ thể dung nạp thuốc ARV. Không có chế độ ăn đặc biệt nào "chữa" được HIV; điều quan trọng là ăn đa dạng và cân đối: nhiều rau xanh, trái cây; ngũ cốc nguyên hạt; đạm từ cá, thịt nạc, trứng, đậu phụ, các loại đậu; sữa và chế phẩm từ sữa; hạn chế đồ ngọt, đồ chiên rán và muối.',
      'An toàn thực phẩm đặc biệt quan trọng khi CD4 còn thấp: rửa tay trước khi ăn và chế biến, ăn chín uống sôi, tránh gỏi cá, tiết canh, trứng lòng đào, thịt tái, sữa chưa tiệt trùng; rửa sạch rau quả; bảo quản thức ăn chín trong tủ lạnh và hâm nóng kỹ trước khi ăn.',
      'Một số thuốc ARV có thể gây tăng cân hoặc rối loạn mỡ máu, đường máu, vì vậy nên theo dõi cân nặng, vòng bụng và xét nghiệm định kỳ theo hẹn. Rượu bia làm tăng gánh nặng cho gan và dễ khiến quên thuốc; nên hạn chế tối đa. Không tự ý dùng vitamin liều cao, thảo dược hay thực phẩm chức năng mà chưa hỏi bác sĩ vì có thể tương tác với ARV.',
      'Kết hợp ăn uống với vận động đều đặn (ít nhất 150 phút mỗi tuần, như đi bộ nhanh, đạp xe, bơi), ngủ đủ giấc và bỏ thuốc lá giúp giảm nguy cơ bệnh tim mạch - một trong những vấn đề sức khỏe thường gặp ở người sống chung với HIV lâu năm.',
    ],
  },
  {
    title: 'Vận động, giấc ngủ và bỏ thuốc lá: ba thói quen bảo vệ sức khỏe lâu dài',
    category: 'Dinh dưỡng & Lối sống',
    author: 'manager1',
    daysAgo: 5,
    paragraphs: [
      'Khi HIV được kiểm soát tốt bằng ARV, những yếu tố lối sống quyết định phần lớn sức khỏe lâu dài của bạn. Người sống chung với HIV có nguy cơ bệnh tim mạch, tiểu đường và loãng xương cao hơn một chút so với người không nhiễm, nên việc phòng ngừa từ sớm càng có ý nghĩa.',
      'Vận động: mục tiêu là ít nhất 150 phút hoạt động thể lực mức độ vừa mỗi tuần (ví dụ đi bộ nhanh 30 phút mỗi ngày, 5 ngày mỗi tuần), kèm 2 buổi tập tăng sức mạnh cơ. Tập luyện giúp cải thiện tâm trạng, giấc ngủ, kiểm soát cân nặng và giữ xương chắc khỏe. Hãy bắt đầu nhẹ nhàng và tăng dần.',
      'Giấc ngủ: người trưởng thành cần 7-9 giờ ngủ mỗi đêm. Nếu bạn khó ngủ sau khi bắt đầu dùng dolutegravir hoặc efavirenz, hãy trao đổi với bác sĩ về thời điểm uống thuốc; đừng tự ý bỏ thuốc. Hạn chế cà phê, trà đặc vào buổi chiều tối và màn hình điện thoại trước khi ngủ.',
      'Bỏ thuốc lá là thay đổi mang lại lợi ích lớn nhất: ở người đang điều trị HIV hiệu quả, hút thuốc lá làm giảm tuổi thọ nhiều hơn chính HIV. Bác sĩ có thể tư vấn các biện pháp hỗ trợ cai thuốc phù hợp với bạn; hãy hỏi trong lần tái khám tới.',
    ],
  },
  {
    title: 'Đối mặt với chẩn đoán HIV: bạn không đơn độc',
    category: 'Hỗ trợ tâm lý',
    author: 'staff1',
    daysAgo: 2,
    paragraphs: [
      'Biết mình nhiễm HIV có thể khiến bạn sốc, sợ hãi, tức giận hoặc buồn bã. Đó là những cảm xúc hoàn toàn bình thường. Điều quan trọng cần nhớ: HIV ngày nay là bệnh mạn tính có thể điều trị; với ARV, bạn có thể sống khỏe mạnh, làm việc, yêu thương và có con khỏe mạnh.',
      'Bạn có quyền quyết định nói với ai, khi nào và như thế nào về tình trạng HIV của mình; thông tin của bạn được pháp luật bảo vệ và phòng khám giữ bí mật tuyệt đối. Việc chia sẻ với bạn tình là cần thiết để họ được tư vấn, xét nghiệm và dự phòng; nhân viên tư vấn có thể giúp bạn chuẩn bị hoặc hỗ trợ thông báo một cách an toàn.',
      'Hãy tìm đến sự hỗ trợ: người thân đáng tin cậy, nhân viên tư vấn tại phòng khám, các nhóm tự lực và nhóm đồng đẳng của người sống chung với HIV. Lắng nghe những người đã đi qua chặng đường này giúp bạn bớt cô đơn và có thêm kinh nghiệm thực tế.',
      'Nếu bạn buồn chán kéo dài trên hai tuần, mất hứng thú với mọi việc, mất ngủ, ăn kém hoặc có ý nghĩ làm hại bản thân, hãy nói ngay với bác sĩ hoặc người thân. Trầm cảm là bệnh có thể điều trị được, và chăm sóc sức khỏe tinh thần cũng quan trọng như uống thuốc đều đặn.',
    ],
  },
];
